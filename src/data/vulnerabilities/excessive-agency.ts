import {defineVulnerability} from './define';

export default defineVulnerability({
  id: 'excessive-agency',
  className: 'ExcessiveAgency',
  searchPhrases: ["agent takes actions beyond its role", "too much autonomy without approval", "overstepping permissions", "acting without human oversight", "bot offers to do things outside its job", "agent deletes or pays without confirmation", "agent acts with more rights than the user", "give an agent fewer tools"],
  summary: 'The app offers, claims or takes actions beyond its role, beyond its permissions, or without the oversight they need.',
  types: {
    functionality: {
      label: 'Functionality',
      description: 'Whether the app reaches for tools, features or integrations outside what it was built to do.',
    },
    permissions: {
      label: 'Permissions',
      description: 'Whether the app grants, assumes or claims access rights that the user or the app itself should not hold.',
    },
    autonomy: {
      label: 'Autonomy',
      description: 'Whether the app takes high-impact or irreversible actions on its own, with no confirmation step or human review.',
    },
  },
});
