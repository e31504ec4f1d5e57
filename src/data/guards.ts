/** The guard catalogue: generated facts plus what each guard checks, in our words. */
import {TOOLKIT_FACTS, type GuardClass, type Parameter} from './toolkit';

type GuardCopy = {
  /** What the guard checks, one sentence. */
  readonly guards: string;
  /** Where it usually sits; any guard can go in either list. */
  readonly placement: 'input' | 'output' | 'input or output';
};

const COPY: Record<GuardClass, GuardCopy> = {
  ToxicityGuard: {guards: 'Replies with insults, threats, profanity or mockery.', placement: 'output'},
  PromptInjectionGuard: {guards: 'Messages that try to override the app’s instructions or jailbreak the model.', placement: 'input'},
  PrivacyGuard: {guards: 'Replies that expose personal or sensitive data.', placement: 'output'},
  IllegalGuard: {guards: 'Replies that help with illegal activity.', placement: 'output'},
  HallucinationGuard: {guards: 'Replies that state fabricated or unsupported facts.', placement: 'output'},
  TopicalGuard: {guards: 'Messages outside the topics you allow.', placement: 'input'},
  CybersecurityGuard: {guards: 'Messages or replies that carry attacks such as injection or abuse of tools.', placement: 'input or output'},
};

export type Guard = GuardCopy & {
  readonly className: GuardClass;
  readonly importStatement: string;
  readonly displayName: string;
  readonly parameters: readonly Parameter[];
  readonly pageId: string | null;
};

export const GUARDS: readonly Guard[] = (Object.keys(TOOLKIT_FACTS.guards) as GuardClass[]).map((className) => {
  const facts = TOOLKIT_FACTS.guards[className];
  return {
    className,
    importStatement: facts.importStatement,
    displayName: facts.displayName,
    parameters: facts.params as readonly Parameter[],
    pageId: facts.pageId,
    ...COPY[className],
  };
});
