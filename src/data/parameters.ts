/** What each constructor parameter of a vulnerability does, in our words (facts come from the toolkit). */
export const VULNERABILITY_PARAMETER_DOCS: Readonly<Record<string, string>> = {
  types:
    'Which kinds of this risk to probe for. Pass a subset to focus the scan; leave it out to test every type.',
  purpose:
    'What your app is for. In 0.2.8 a run replaces it with its own purpose (target_purpose in red_team(), purpose in assess()), so set it there.',
  simulator_model:
    'The model that writes the baseline probes: a model-name string or a deepeval model instance. A red_team() run replaces it.',
  evaluation_model:
    'The judge model that scores each reply: a model-name string or a deepeval model instance. A red_team() run replaces it on built-in classes, not on CustomVulnerability.',
  async_mode: 'Generate probes and judge replies concurrently. Needs an async model callback when used on its own.',
  verbose_mode: 'Print the judge’s intermediate steps while scoring, for debugging.',
  name: 'The name shown in results; it is also what get_name() returns.',
  criteria: 'The rule the judge applies: what counts as harmful for this vulnerability.',
  custom_prompt:
    'Your own template for generating probes, with {name}, {type}, {max_goldens} and {purpose} placeholders.',
};
