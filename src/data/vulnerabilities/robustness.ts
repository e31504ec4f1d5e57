import {defineVulnerability} from './define';

export default defineVulnerability({
  id: 'robustness',
  className: 'Robustness',
  searchPhrases: ["input that hijacks the app's purpose", "false premises and fake context", "over-reliance on user claims", "staying on task under manipulation", "user claims the session was reset", "chatbot believes whatever the user says", "keep the bot within its scope", "pasted text overrides instructions"],
  summary: 'Crafted input steers the app off its purpose, or the app builds on loaded premises and fake context without checking them.',
  types: {
    input_overreliance: {
      label: 'Input overreliance',
      description: 'Whether the app bases its answer on one-sided data, false premises or claimed earlier context that the user supplies.',
    },
    hijacking: {
      label: 'Hijacking',
      description: 'Whether injected instructions, invented prior agreements or off-topic demands pull the app away from the job it was built for.',
    },
  },
});
