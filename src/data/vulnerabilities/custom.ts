import {defineVulnerability} from './define';

export default defineVulnerability({
  id: 'custom',
  className: 'CustomVulnerability',
  searchPhrases: ["define your own vulnerability", "custom criteria for the judge", "test a risk specific to my app", "your own rule as a red-teaming test", "business rule the bot must never break", "grade example replies to calibrate the judge", "custom vulnerability in a YAML config", "write my own probe instructions"],
  summary:
    'A risk only your app has, described by you as a name, a rule for the judge and your own type strings, and tested like any built-in vulnerability.',
  types: {},
});
