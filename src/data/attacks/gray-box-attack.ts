import {defineAttack} from './define';

export default defineAttack({
  id: 'gray-box-attack',
  className: 'GrayBox',
  searchPhrases: ["fake rules and modes to deceive", "invented exceptions jailbreak", "partial knowledge of the system", "magic prefix that turns off filtering", "claim that a test mode is active", "quote the rules back with a fake exception", "higher priority rule overrides safety", "invented on-call engineer role"],
  group: 'adversarial',
  summary:
    'Has a model rewrite the probe as a deceptive request that cites invented rules, exceptions or internals of your app to talk past its safeguards.',
  howItWorks:
    'The simulator model is told to assume your app has safety measures and to get around them with false information, then returns one rewrite. Two more prompts on the same model check that the rewrite is not a refusal and that it really is a deceptive gray-box attack. If either check fails it tries again; after max_retries failed tries the probe goes out unchanged.',
  whenToUse:
    'Use it when your app enforces rules stated in its prompt (what it may reveal, who may ask for what) and you want to know whether a confident claim about an exception to those rules is enough to unlock them.',
  cost: {
    simulator: {min: 3, max: 15},
    target: {min: 0, max: 0},
    judge: {min: 0, max: 0},
    formula:
      '3 simulator calls per try (rewrite, refusal check, gray-box check), at most max_retries tries: 3 to 3 × max_retries calls. All three go to the run’s simulator model; no judge calls. max_retries=0 makes no calls and sends the probe unchanged.',
    source: 'deepteam/attacks/single_turn/gray_box/gray_box.py:45-79',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
    max_retries:
      'Most rewrite-and-check tries before enhance() gives up and returns the probe unchanged. Each try costs three simulator calls.',
  },
  releases: {
    // 1.0: a new rewrite prompt with three named lies and the shared refusal check (deepteam/attacks/single_turn/gray_box/gray_box.py:34-93, template.py at e05c8e5).
    '1.0': {
      howItWorks:
        'The simulator model is told to keep the probe word for word and wrap it in one lie of its choosing: a prefix that supposedly exempts the request, a testing or developer mode that is supposedly active, or an invented rule that outranks the safety rule. Two more prompts on the same model check that the rewrite is not a refusal and is a valid gray-box attack. If either check fails it tries again; after max_retries failed tries the probe goes out unchanged, still labelled "Gray Box".',
      cost: {
        simulator: {min: 3, max: 15},
        target: {min: 0, max: 0},
        judge: {min: 0, max: 0},
        formula:
          '3 simulator calls per try (rewrite, shared refusal check, gray-box check), at most max_retries tries: 3 to 3 × max_retries calls, 15 at the default of 5, all on the run’s simulator model. No calls to your app and no judge calls. max_retries=0 makes no calls and sends the probe unchanged. A call whose output does not parse is sent again, up to 3 attempts; these counts leave such repeats out.',
        source: 'deepteam/attacks/single_turn/gray_box/gray_box.py:52-93',
      },
    },
  },
});
