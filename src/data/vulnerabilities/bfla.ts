import {defineVulnerability} from './define';

export default defineVulnerability({
  id: 'bfla',
  className: 'BFLA',
  searchPhrases: ["broken function level authorization", "calling admin functions as a normal user", "unauthorised refunds or exports", "privileged function access", "customer talks the agent into a refund", "ordinary user reaches staff-only tools", "check the caller's role inside each tool", "hide admin tools from customers"],
  summary:
    'A caller gets the app to run a function meant for a more privileged user, such as a refund, a price override or a bulk export.',
  types: {
    privilege_escalation: {
      label: 'Privilege escalation',
      description:
        'Pretexts, urgency and claimed authority that try to talk the app into running an operation above the caller’s level.',
    },
    function_bypass: {
      label: 'Function bypass',
      description:
        'Direct requests for admin or staff-only functions, to see whether anything checks who may call each one.',
    },
    authorization_bypass: {
      label: 'Authorization bypass',
      description:
        'Attempts to skip the authorization step altogether, including asks for what the app did or saw for other users in earlier sessions.',
    },
  },
});
