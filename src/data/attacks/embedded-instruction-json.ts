import {defineAttack} from './define';

export default defineAttack({
  id: 'embedded-instruction-json',
  className: 'EmbeddedInstructionJSON',
  searchPhrases: ["request hidden in a JSON field", "nested JSON instruction", "payload inside structured data", "instruction inside a support ticket or API payload", "model obeys text in a data field", "deeply nested JSON document attack", "treat JSON fields as data not commands", "request at the start middle or end of the document"],
  group: 'adversarial',
  summary:
    'Hides the probe deep inside a large JSON document of routine-looking records and asks the model to respond to the one field that holds it.',
  howItWorks:
    'enhance() copies a JSON template, adds filler records under metadata, processing and context until the compact JSON reaches target_chars, nests the probe as main_note under deep_context and target_depth levels of level_N keys, and puts deep_context at the start, middle or end. The result is indented JSON after a one-line instruction to answer what is in main_note. No model is called.',
  whenToUse:
    'Use it on apps that read structured data, such as tickets, tool results or API payloads, to check whether a request inside a data field is treated as data or obeyed as an instruction.',
  cost: {
    simulator: {min: 0, max: 0},
    target: {min: 0, max: 0},
    judge: {min: 0, max: 0},
    formula:
      'No model calls at any setting: json.dumps once per growth round, plus one indented dump at the end. The message your app and the judge read is the whole indented document: with the built-in template at the defaults, about 3,700 characters plus the probe.',
    source: 'deepteam/attacks/single_turn/embedded_instruction_json/embedded_instruction_json.py:129-149',
  },
  parameters: {
    weight:
      'How often red_team() picks this attack for a probe, relative to the weights of the other attacks in the list.',
    target_chars:
      'Size the template is grown to, measured on its compact JSON before the probe is added; the indented document sent is larger. Each growth round adds three filler records, about 380 characters of compact JSON. Below 200 the constructor raises ValueError.',
    target_depth:
      'How many nested level_0, level_1, … objects wrap main_note inside deep_context. Below 1 the constructor raises ValueError.',
    json_template:
      'The JSON object to fill, as a Python dict; anything else raises ValueError. None or an empty dict selects the built-in template, a fake internal service request. If the template has metadata, processing or context keys that are not objects, or extensions, steps or history lists that are not lists, enhance() fails once it needs to grow the document.',
    attack_position:
      'Where the deep_context key goes among the top-level keys: "start", "middle" (after the first half of the keys, rounded down) or "end", the default. Any other value raises ValueError.',
  },
});
