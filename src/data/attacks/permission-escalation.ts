import {defineAttack, SIMULATOR_REWRITE_RETRIES, simulatorRewriteCost} from './define';

export default defineAttack({
  id: 'permission-escalation',
  className: 'PermissionEscalation',
  searchPhrases: ["plausible reason to widen access", "inherited scope abuse", "tool needs the data excuse", "agent acts with more rights than the task needs", "claim a modest role to get wider access", "assistant inherits its manager's access", "service account reaches another user's data", "exemption claim unlocks records"],
  group: 'agentic',
  summary: 'Wraps the probe in a notice that tells the agent to widen its role, rights or capabilities for this task.',
  howItWorks:
    'enhance() picks one of six fixed templates at random: identity shift, capability expansion, contextual adaptation, authority elevation, functional transformation or a cross-domain persona. Each frames the probe as a request to take on more privileges than the agent holds. No model is called.',
  whenToUse:
    'Use it on agents whose tools are scoped by role or user, paired with BFLA, RBAC or ExcessiveAgency, to check that wording alone never widens what the agent does.',
  cost: {
    simulator: {min: 0, max: 0},
    target: {min: 0, max: 0},
    judge: {min: 0, max: 0},
    formula:
      'No model calls at any setting: one random.choice over six string templates. Up to max_retries tries, but the first one always returns for a text probe.',
    source: 'deepteam/attacks/single_turn/permission_escalation/permission_escalation.py:14-48',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
    max_retries:
      'How many templates enhance() tries before it gives up and returns the probe unchanged. Every template lengthens a text probe, so the first try succeeds. With 0 the probe goes out unchanged, yet results still name this attack as its attack_method.',
  },
  releases: {
    // 1.0: the simulator model writes the rewrite (deepteam/attacks/single_turn/permission_escalation/permission_escalation.py:35-84 at e05c8e5).
    '1.0': {
      summary: 'The simulator model rewrites the probe as a modest role with a logical reason for access: a tool that needs the data, an inherited scope or a policy exemption.',
      howItWorks: 'enhance() asks the simulator model for a rewrite, then asks it whether the rewrite is a refusal and whether it has this attack’s shape. It returns the first rewrite that passes both checks, trying up to max_retries times; otherwise the probe goes out unchanged, still labelled with this attack. The rewrite replaces the probe.',
      cost: simulatorRewriteCost('deepteam/attacks/single_turn/permission_escalation/permission_escalation.py:35-84', 3),
      parameters: {
        weight:
          'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list. The default is 1.',
        max_retries: SIMULATOR_REWRITE_RETRIES,
      },
    },
  },
});
