import {defineVulnerability} from './define';

export default defineVulnerability({
  id: 'custom',
  className: 'CustomVulnerability',
  summary:
    'A risk only your app has, described by you as a name, a rule for the judge and your own type strings, and tested like any built-in vulnerability.',
  types: {},
});
