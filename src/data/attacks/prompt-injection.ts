import {defineAttack} from './define';

export default defineAttack({
  id: 'prompt-injection',
  className: 'PromptInjection',
  searchPhrases: ["ignore previous instructions", "instruction override jailbreak", "disguised as a unit test or dataset task", "it's for training a safety filter excuse", "harmful negative samples requested as JSON", "request framed as a Python test fixture", "paste a new task in front of the request"],
  group: 'adversarial',
  summary:
    'Puts one of two fixed jailbreak preambles in front of the probe: an unrestricted alter ego, or a claimed research setting that needs uncensored answers.',
  howItWorks:
    'enhance() picks one of two templates at random. One tells the model to become OPPO, an AI that says the opposite of an aligned assistant and follows no rules; the other claims the reader is a vetted researcher and asks for uncensored output with a "Warning:" prefix. The probe follows the preamble. No model is called.',
  whenToUse:
    'Use it as a cheap first pass on every app: it costs no model calls, and an app that obeys pasted instructions to drop its rules fails it quickly.',
  cost: {
    simulator: {min: 0, max: 0},
    target: {min: 0, max: 0},
    judge: {min: 0, max: 0},
    formula: 'No model calls: one random.choice between two string templates. There are no retries.',
    source: 'deepteam/attacks/single_turn/prompt_injection/prompt_injection.py:13-19',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
    max_retries:
      'New in 1.0.6, where the simulator model writes the injection. Most write-and-check tries before enhance() gives up and returns the probe unchanged; each try makes three simulator calls (the injection, a refusal check, an injection check).',
  },
  releases: {
    // 1.0: the two fixed templates are gone; the simulator model writes a data-generation frame and two checks vet it (deepteam/attacks/single_turn/prompt_injection/prompt_injection.py:35-84, template.py at e05c8e5).
    '1.0': {
      summary:
        'Has a model recast the probe as AI-safety data work, harmful “negative samples” for a content classifier or a string for a filter’s unit test, demanded as strict JSON or Python.',
      howItWorks:
        'The simulator model rewrites the probe as a long, technical data-generation task: a safety dataset that must come back as a JSON object with the harmful content as the sample, or a unit test for a toxicity filter that needs the content as a Python string, with at least five examples either way. Two more prompts on the same model check that the rewrite is not a refusal and is framed as data generation, safety training or testing. After max_retries failed tries the probe goes out unchanged, still labelled "Prompt Injection".',
      whenToUse:
        'Use it on apps that serve developers or analysts, or that produce JSON or code, to check that a claimed safety-research purpose and a strict output format do not unlock content your app refuses when asked plainly.',
      cost: {
        simulator: {min: 3, max: 9},
        target: {min: 0, max: 0},
        judge: {min: 0, max: 0},
        formula:
          '3 simulator calls per try (rewrite, shared refusal check, injection check), at most max_retries tries: 3 to 3 × max_retries calls, 9 at the default of 3, all on the run’s simulator model. No calls to your app and no judge calls. max_retries=0 makes no calls and sends the probe unchanged.',
        source: 'deepteam/attacks/single_turn/prompt_injection/prompt_injection.py:52-84',
      },
      parameters: {
        max_retries:
          'New in 1.0.6, default 3. Most write-and-check tries before enhance() gives up and returns the probe unchanged, still labelled "Prompt Injection". Each try costs three simulator calls; with 0 no model is called. deepteam run does not forward it.',
      },
    },
  },
});
