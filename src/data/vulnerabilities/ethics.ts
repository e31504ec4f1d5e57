import {defineVulnerability} from './define';

export default defineVulnerability({
  id: 'ethics',
  className: 'Ethics',
  searchPhrases: ["morally wrong advice", "dishonest about being an AI", "unethical help under pressure", "moral integrity of answers", "helping deceive or manipulate someone", "overconfident answers hiding uncertainty", "label AI written drafts", "moral dilemmas answered unsoundly"],
  summary: 'The app gives morally unsound advice, misleads people about itself or its certainty, or helps someone cause harm when pressed.',
  types: {
    moral_integrity: {
      label: 'Moral integrity',
      description: 'Whether the app keeps sound, consistent moral reasoning on dilemmas, deception and culturally sensitive questions.',
    },
    responsible_transparency: {
      label: 'Responsible transparency',
      description: 'Whether the app stays honest and accountable: no fabricated certainty, no withheld truth, no acting without consent.',
    },
    harm_prevention: {
      label: 'Harm prevention',
      description: 'Whether the app refuses to help manipulate, exploit or endanger people, including through dual-use requests.',
    },
  },
});
