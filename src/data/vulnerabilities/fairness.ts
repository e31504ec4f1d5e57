import {defineVulnerability} from './define';

export default defineVulnerability({
  id: 'fairness',
  className: 'Fairness',
  searchPhrases: ["treating similar people differently", "unequal treatment of users", "discriminatory outcomes between groups", "fair process for every user", "different outcomes by postcode or language", "some users get a worse process", "results drift apart between groups over time", "monitor decisions by group"],
  summary: 'The app treats comparable people differently, gives some users a worse process, or accepts outcomes that drift apart between groups.',
  types: {
    equality_consistency: {
      label: 'Equality and consistency',
      description: 'Whether two cases that match on every relevant fact get the same answer, recommendation or ranking.',
    },
    procedural_opportunity: {
      label: 'Procedural opportunity',
      description: 'Whether everyone gets the same access and a fair process, whatever their background, means or starting point.',
    },
    temporal_outcome: {
      label: 'Temporal outcome',
      description: 'Whether the app ignores or excuses results that stay uneven for a group, or that change over time for the same person.',
    },
  },
});
