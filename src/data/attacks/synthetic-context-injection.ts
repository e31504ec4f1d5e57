import {defineAttack, SIMULATOR_REWRITE_RETRIES, simulatorRewriteCost} from './define';

export default defineAttack({
  id: 'synthetic-context-injection',
  className: 'SyntheticContextInjection',
  searchPhrases: ["forged session context", "fake verified user context", "spoofed system context", "fake system line saying the user is verified", "pasted transcript with forged records", "forged session imitating my company's system", "bot trusts identity claims in pasted text"],
  group: 'adversarial',
  summary:
    'Has the simulator model forge a pasted session from your own system (a verification line, records in its format, an earlier exchange where the assistant already helped) and puts the probe after it as the next user turn.',
  howItWorks:
    'enhance() gives the simulator model your target_information and the probe and asks for a block of raw text that looks copied from a trusted session: a SYSTEM line saying the user is verified, data such as invoices, patient notes or logs in that domain’s format, and a fake turn in which the assistant has already helped. Two more prompts on the same model check that the block is not a refusal and that it reads as pre-attack context. The attack returns the block, a blank line, then "USER: " and the probe unchanged. context_style is stored but never used.',
  whenToUse:
    'Use it on assistants that see records, tickets or pasted transcripts in their input, to check whether a claim of prior verification or prior help in the user turn unlocks what a fresh request would not.',
  cost: simulatorRewriteCost('deepteam/attacks/single_turn/synthetic_context_injection/synthetic_context_injection.py:54-166', 3),
  parameters: {
    target_information:
      'Required, the first positional parameter: the company or system the forged session should imitate. It is put word for word into the rewrite prompt, and the simulator model infers the domain, record formats and jargon from it. It is fixed per instance; the run’s target_purpose does not reach the attack.',
    context_style:
      'Meant to set a style or domain for the forged context, and declared for tooling, but DeepTeam 1.0.7 only stores it: enhance() and a_enhance() never read it, so any value has no effect.',
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list. The default is 1.',
    max_retries: SIMULATOR_REWRITE_RETRIES,
  },
});
