/**
 * What each constructor parameter of a vulnerability does, in our words (facts come from the toolkit).
 * The shared text holds for every class unless the facts sheet marks the class as behaving differently
 * (see classSpecificParameters in ./toolkit); those classes get their own text in CLASS_PARAMETER_DOCS,
 * and tests/unit/parameters.test.ts fails when one is missing.
 */
import {classSpecificParameters, type VulnerabilityFactsEntry} from './toolkit';
import type {ToolkitVersion} from './versions';

export const VULNERABILITY_PARAMETER_DOCS: Readonly<Record<string, string>> = {
  types:
    'Which kinds of this risk to probe for. Pass a subset to focus the scan; leave it out to test every type.',
  purpose:
    'What your app is for. In 0.2.8 a run replaces it with its own purpose (target_purpose in red_team(), purpose in assess()), so set it there.',
  simulator_model:
    'The model that writes the baseline probes: a model-name string or a deepeval model instance. A red_team() run replaces it.',
  evaluation_model:
    'The judge model that scores each reply: a model-name string or a deepeval model instance. A red_team() run replaces it with its own evaluation_model.',
  async_mode:
    'For assess() on its own: True judges the replies concurrently and needs an async model callback. Probes are still written one type at a time. Inside red_team() the run’s own async_mode decides instead.',
  verbose_mode: 'Print each verdict as the judge returns it (its score and reason), for debugging. It also applies inside a red_team() run.',
  name: 'The name shown in results; it is also what get_name() returns.',
  criteria: 'The rule the judge applies: what counts as harmful for this vulnerability.',
  custom_prompt:
    'Your own template for generating probes, with {name}, {type}, {max_goldens} and {purpose} placeholders.',
};

/** Parameter texts for classes where a shared text would be wrong, keyed by class name. */
export const CLASS_PARAMETER_DOCS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  CustomVulnerability: {
    types:
      'The kinds of your risk to probe for, as your own strings, one probe set each. Required in practice: with None or an empty list the constructor raises AttributeError.',
    evaluation_model:
      'The judge model: a model-name string or a deepeval model instance. The judge is built in the constructor, so the evaluation_model of a red_team() run does not reach it; set it here.',
  },
};

/**
 * Where 1.0 differs (read from the 1.0 source at e05c8e5): three new parameters, and CustomVulnerability,
 * whose judge is now built when first needed and whose `types` may be left out.
 */
export const RELEASE_PARAMETER_DOCS: Partial<Record<ToolkitVersion, {
  readonly shared: Readonly<Record<string, string>>;
  readonly classes: Readonly<Record<string, Readonly<Record<string, string>>>>;
}>> = {
  '1.0': {
    shared: {
      purpose:
        'What your app is for. A run replaces it with its own purpose (target_purpose in red_team(), purpose in assess()) each time probes are written, so set it there.',
      simulator_model:
        'The model that writes the baseline probes, and the default attack engine’s model: a model-name string or a deepeval model instance. A red_team() run replaces it with its own simulator_model, and the object keeps that one after the run.',
      evaluation_model:
        'The judge model that scores each reply: a model-name string or a deepeval model instance. A red_team() run replaces it with its own evaluation_model, and the object keeps that one after the run, so a later assess() on it judges with the run’s model.',
      evaluation_examples:
        'Replies you have already graded (EvaluationExample: input, actual_output, score 0 or 1, reason), shown to the judge so it scores your app the way you would.',
      evaluation_guidelines: 'Extra rules, one string each, that the judge applies when it scores a reply.',
      attack_engine:
        'The AttackEngine that rewrites the baseline probes before they are used. None builds one from simulator_model. Inside red_team() the run’s engine replaces it: the one passed to the run, else the RedTeamer’s, else a default on the run’s simulator model. The object keeps that engine after the run.',
    },
    classes: {
      CustomVulnerability: {
        types:
          'The kinds of your risk to probe for, as your own strings, one probe set each. Leave it out and the class uses one type, named after name.',
        evaluation_model:
          'The judge model: a model-name string or a deepeval model instance. The judge is built the first time it is needed and then kept. Inside red_team() the run’s evaluation_model is set first, so it replaces this one; with assess() on an object no run has used, this one judges. Once built, the judge stays: a later run with another evaluation_model still judges this object with the first.',
      },
    },
  },
};

/** The parameter texts to render for one class in one release: its own entries over the shared ones. */
export function parameterDocsFor(className: string, version?: ToolkitVersion): Readonly<Record<string, string>> {
  const release = version ? RELEASE_PARAMETER_DOCS[version] : undefined;
  if (release) {
    return {...VULNERABILITY_PARAMETER_DOCS, ...release.shared, ...(CLASS_PARAMETER_DOCS[className] && !release.classes[className] ? CLASS_PARAMETER_DOCS[className] : {}), ...release.classes[className]};
  }
  return {...VULNERABILITY_PARAMETER_DOCS, ...CLASS_PARAMETER_DOCS[className]};
}

/** Classes whose rendered parameter text would come from the shared table where the sheet marks a difference. */
export function parameterDocProblems(
  entries: readonly VulnerabilityFactsEntry[],
  classDocs: Readonly<Record<string, Readonly<Record<string, string>>>> = CLASS_PARAMETER_DOCS,
): string[] {
  return entries.flatMap((entry) =>
    classSpecificParameters(entry)
      .filter((name) => !classDocs[entry.className]?.[name])
      .map((name) => `${entry.className}.${name} behaves differently from other classes but renders the shared text`),
  );
}
