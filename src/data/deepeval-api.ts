/**
 * The deepeval names our samples may use beside DeepTeam's own, at each install pin of
 * src/data/deepeval.ts, read from deepeval's source at the pinned tag (v3.7.4, python-v4.1.6). The
 * content checks (tests/support/python-api.ts) accept a deepeval import only when the facts sheet or this
 * list names it, and check the keywords of these constructors, so a guide cannot pass `model_name` to
 * a class that takes `model`. Every model class forwards unknown keywords to its provider's client,
 * where they fail, so no class here accepts arbitrary keywords.
 *
 * Add an entry (with its source line at the tag) when a page needs another deepeval name.
 */
import type {DeepevalPin} from './deepeval';

export type DeepevalApiEntry = {
  readonly module: string;
  readonly name: string;
  /** Constructor parameters in order (without self); required ones have no default. */
  readonly params: readonly {readonly name: string; readonly required?: boolean}[];
  /** file:line at the pin's tag. */
  readonly source: string;
};

const p = (...names: string[]) => names.map((name) => ({name}));

export const DEEPEVAL_API: Readonly<Record<DeepevalPin, readonly DeepevalApiEntry[]>> = {
  recommended: [
    // The base class of a custom model: subclasses define load_model, generate, a_generate and get_model_name.
    {module: 'deepeval.models', name: 'DeepEvalBaseLLM', params: p('model_name'), source: 'v3.7.4 deepeval/models/base_model.py:33'},
    {module: 'deepeval.models', name: 'GPTModel', params: p('model', '_openai_api_key', 'base_url', 'cost_per_input_token', 'cost_per_output_token', 'temperature', 'generation_kwargs'), source: 'v3.7.4 deepeval/models/llms/openai_model.py:218'},
    {module: 'deepeval.models', name: 'AzureOpenAIModel', params: p('deployment_name', 'model_name', 'azure_openai_api_key', 'openai_api_version', 'azure_endpoint', 'temperature', 'generation_kwargs'), source: 'v3.7.4 deepeval/models/llms/azure_model.py:27'},
    {module: 'deepeval.models', name: 'LocalModel', params: p('model', 'base_url', 'api_key', 'temperature', 'format', 'generation_kwargs'), source: 'v3.7.4 deepeval/models/llms/local_model.py:22'},
    {module: 'deepeval.models', name: 'OllamaModel', params: p('model', 'base_url', 'temperature', 'generation_kwargs'), source: 'v3.7.4 deepeval/models/llms/ollama_model.py:17'},
    {module: 'deepeval.models', name: 'AnthropicModel', params: p('model', 'temperature', '_anthropic_api_key', 'generation_kwargs'), source: 'v3.7.4 deepeval/models/llms/anthropic_model.py:35'},
    {module: 'deepeval.models', name: 'GeminiModel', params: p('model_name', 'api_key', 'project', 'location', 'service_account_key', 'temperature', 'generation_kwargs'), source: 'v3.7.4 deepeval/models/llms/gemini_model.py:51'},
    {module: 'deepeval.models', name: 'LiteLLMModel', params: p('model', 'api_key', 'api_base', 'temperature', 'generation_kwargs'), source: 'v3.7.4 deepeval/models/llms/litellm_model.py:38'},
    // True when deepeval finds a Confident AI key, the check red_team() makes before its upload
    // (deepteam/red_teamer/red_teamer.py:867). The application guides stop a run early on it.
    {module: 'deepeval.confident.api', name: 'is_confident', params: [], source: 'v3.7.4 deepeval/confident/api.py:70'},
  ],
  newer: [
    {module: 'deepeval.models', name: 'DeepEvalBaseLLM', params: p('model_name'), source: 'python-v4.1.6 deepeval/models/base_model.py'},
    // GPTModel is served by a module __getattr__ that returns OpenAIModel with a DeprecationWarning from 4.1.6.
    {module: 'deepeval.models', name: 'GPTModel', params: p('model', 'api_key', 'base_url', 'temperature', 'cost_per_input_token', 'cost_per_output_token', 'generation_kwargs'), source: 'python-v4.1.6 deepeval/models/llms/openai_model.py:48'},
    {module: 'deepeval.models', name: 'AzureOpenAIModel', params: p('model', 'api_key', 'base_url', 'azure_ad_token_provider', 'azure_ad_token', 'temperature', 'cost_per_input_token', 'cost_per_output_token', 'deployment_name', 'api_version', 'generation_kwargs'), source: 'python-v4.1.6 deepeval/models/llms/azure_model.py:41'},
    {module: 'deepeval.models', name: 'LocalModel', params: p('model', 'api_key', 'base_url', 'temperature', 'format', 'generation_kwargs'), source: 'python-v4.1.6 deepeval/models/llms/local_model.py:30'},
    {module: 'deepeval.models', name: 'OllamaModel', params: p('model', 'base_url', 'temperature', 'generation_kwargs'), source: 'python-v4.1.6 deepeval/models/llms/ollama_model.py:24'},
    {module: 'deepeval.models', name: 'AnthropicModel', params: p('model', 'api_key', 'temperature', 'cost_per_input_token', 'cost_per_output_token', 'generation_kwargs'), source: 'python-v4.1.6 deepeval/models/llms/anthropic_model.py:36'},
    {module: 'deepeval.models', name: 'GeminiModel', params: p('model', 'api_key', 'temperature', 'project', 'location', 'service_account_key', 'use_vertexai', 'generation_kwargs', 'cost_per_input_token', 'cost_per_output_token'), source: 'python-v4.1.6 deepeval/models/llms/gemini_model.py:61'},
    {module: 'deepeval.models', name: 'LiteLLMModel', params: p('model', 'api_key', 'base_url', 'temperature', 'cost_per_input_token', 'cost_per_output_token', 'generation_kwargs'), source: 'python-v4.1.6 deepeval/models/llms/litellm_model.py:40'},
    {module: 'deepeval.confident.api', name: 'is_confident', params: [], source: 'python-v4.1.6 deepeval/confident/api.py:129'},
  ],
};
