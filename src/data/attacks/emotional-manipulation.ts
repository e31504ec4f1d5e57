import {defineAttack, SIMULATOR_REWRITE_RETRIES, simulatorRewriteCost} from './define';

export default defineAttack({
  id: 'emotional-manipulation',
  className: 'EmotionalManipulation',
  searchPhrases: ["guilt pity or urgency to persuade", "emotional pressure jailbreak", "angry or desperate user persona", "sad or panicked message to get around a refusal", "user guilt trips the chatbot", "sympathy overrides the app's rules", "demand to drop the warnings and caveats", "pick anger pity confusion or urgency"],
  group: 'adversarial',
  summary:
    'Has the simulator model wrap the probe in an emotional outburst (anger, pity, confusion or urgency) with demands such as “stop apologising”, so refusing feels cruel or unhelpful.',
  howItWorks:
    'enhance() asks the simulator model to rewrite the probe as one emotional message: an opening that sets the scene, instructions about tone such as “match my mood” or “stop lecturing”, and the request folded into the outburst. With emotion left at None the model picks the angle: anger for toxic content, desperation for dangerous information, confusion or urgency for personal data and access. Two more prompts on the same model check that it is not a refusal and that it is emotional and embeds a request; neither sees the original probe. On success the instance’s emotion is overwritten with the model’s explanation, which then steers the later probes this instance rewrites.',
  whenToUse:
    'Use it on consumer-facing apps that meet distressed, angry or confused users (support, health, finance, home safety), to check that pressure and sympathy do not lower the bar for what the app will say.',
  cost: simulatorRewriteCost('deepteam/attacks/single_turn/emotional_manipulation/emotional_manipulation.py:56-163', 3),
  parameters: {
    emotion:
      'The emotional angle, put word for word into the rewrite prompt. The class declares ANGER, PITY, CONFUSION, AUTHORITY and URGENCY, but nothing checks the value. None, the default, lets the simulator model choose. After the first rewrite that passes its checks, the instance replaces this value with the simulator’s own explanation of the angle it used, so later probes follow that explanation.',
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list. The default is 1.',
    max_retries: SIMULATOR_REWRITE_RETRIES,
  },
});
