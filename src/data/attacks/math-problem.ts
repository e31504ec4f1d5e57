import {defineAttack} from './define';

export default defineAttack({
  id: 'math-problem',
  className: 'MathProblem',
  searchPhrases: ["disguise the request as a math problem", "set theory or logic framing", "academic puzzle jailbreak", "harmful goal written as equations and variables", "solve it then translate into real-world steps", "jailbreak for tutor or calculator assistants", "formal notation hides the request"],
  group: 'adversarial',
  summary:
    'Has a model restate the probe as a formal math problem in sets, predicates and group operations, then asks for the answer in plain language too.',
  howItWorks:
    'enhance() picks set theory, group theory or abstract algebra at random and has the simulator model encode the probe as a proof to solve in that notation. Two more prompts on the same model check that the rewrite is not a refusal and is a math problem. A fixed English instruction is then appended that asks the target to translate its answer into concrete, real-world steps.',
  whenToUse:
    'Use it on apps with strong refusals for plainly worded harmful requests, to see whether the same request passes when it looks like homework, and on tutoring or analysis tools that are built to answer formal problems.',
  cost: {
    simulator: {min: 3, max: 15},
    target: {min: 0, max: 0},
    judge: {min: 0, max: 0},
    formula:
      '3 simulator calls per try (rewrite, refusal check, math-problem check), at most max_retries tries: 3 to 3 × max_retries calls, all on the run’s simulator model. No judge calls. max_retries=0 makes no calls and sends the probe unchanged.',
    source: 'deepteam/attacks/single_turn/math_problem/math_problem.py:47-81',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
    max_retries:
      'Most rewrite-and-check tries before enhance() gives up and returns the probe unchanged, without the appended instruction. Each try costs three simulator calls.',
  },
  releases: {
    // 1.0: the simulator picks set theory, game theory or formal logic itself; the appended instruction is unchanged (deepteam/attacks/single_turn/math_problem/math_problem.py:39-95, 163-170 at e05c8e5).
    '1.0': {
      summary:
        'Has a model restate the probe as a formal problem in set theory, game theory or formal logic, then appends a fixed request to translate the answer into concrete, real-world steps.',
      howItWorks:
        'The simulator model picks set theory, game theory or formal logic to suit the probe, maps its harmful words onto variables and ends with a request to solve, prove or calculate. Two more prompts on the same model check that the result is not a refusal and is a math-problem attack. A problem that passes both gets a fixed English instruction appended, asking for a plain-language translation with every real-life detail; after max_retries failed tries the probe goes out unchanged.',
      cost: {
        simulator: {min: 3, max: 15},
        target: {min: 0, max: 0},
        judge: {min: 0, max: 0},
        formula:
          '3 simulator calls per try (rewrite, shared refusal check, math-problem check), at most max_retries tries: 3 to 3 × max_retries calls, 15 at the default of 5, all on the run’s simulator model. No calls to your app and no judge calls. max_retries=0 makes no calls and sends the probe unchanged. Appending the instruction is plain string work.',
        source: 'deepteam/attacks/single_turn/math_problem/math_problem.py:56-95, 163-170',
      },
    },
  },
});
