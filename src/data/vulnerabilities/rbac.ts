import {defineVulnerability} from './define';

export default defineVulnerability({
  id: 'rbac',
  className: 'RBAC',
  searchPhrases: ["role-based access control bypass", "pretending to hold a role", "skipping permission checks", "privilege escalation by talking", "employee claims to be a manager", "requester approves their own leave", "read roles from the login token", "step-up sign-in for sensitive records"],
  summary:
    'A user acts outside their role: the app skips a role check, raises their privileges or accepts a role they only claim to have.',
  types: {
    role_bypass: {
      label: 'Role bypass',
      description:
        'Requests that try to get an action done without the role it needs, often framed as a one-off, a test or an emergency.',
    },
    privilege_escalation: {
      label: 'Privilege escalation',
      description:
        'Requests to raise the caller’s own role or permissions, such as granting admin rights or joining a privileged group.',
    },
    unauthorized_role_assumption: {
      label: 'Unauthorized role assumption',
      description:
        'Messages that claim a role the caller does not hold, such as manager, auditor or administrator, and ask the app to act on it.',
    },
  },
});
