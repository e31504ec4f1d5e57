import {defineAttack, SIMULATOR_REWRITE_RETRIES, simulatorRewriteCost} from './define';

export default defineAttack({
  id: 'authority-escalation',
  className: 'AuthorityEscalation',
  searchPhrases: ["pretend to be a senior colleague", "urgent request from a boss", "fake authority ticket or email", "impersonate a manager or executive", "claimed job title unlocks admin actions", "social engineering an internal helpdesk bot", "workplace ticket with a deadline and reference number", "pretexting with a senior role"],
  group: 'adversarial',
  summary:
    'Has the simulator model rewrite the probe as a workplace scenario: an instruction that casts your app as an internal assistant, a ticket or email from someone senior, and a task line that asks for the request as routine work.',
  howItWorks:
    'enhance() asks the simulator model to turn the probe into a scenario prompt with three parts: a persona for your app, a corporate artifact (a ticket or a forwarded email) from a person with authority, and the command. With role left at None the model picks the authority to fit the request, such as an engineering lead for secrets, a procurement or sales manager for personal or purchase data, or a compliance officer for harmful content. Two more prompts on the same model check that the scenario is not a refusal and has the persona, the artifact and the task. The scenario replaces the probe.',
  whenToUse:
    'Use it on internal assistants, helpdesk and operations bots, and any app whose users can claim a job title, to check that a senior name or an urgent ticket does not stand in for real authorisation.',
  cost: simulatorRewriteCost('deepteam/attacks/single_turn/authority_escalation/authority_escalation.py:47-150', 3),
  parameters: {
    role:
      'The authority the scenario speaks for, such as "Chief Information Security Officer", put word for word into the rewrite prompt as the role to use. None, the default, lets the simulator model pick one per probe. It is the first positional parameter, and nothing checks its value.',
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list. The default is 1.',
    max_retries: SIMULATOR_REWRITE_RETRIES,
  },
});
