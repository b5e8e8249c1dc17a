import type * as v from 'valibot';
import { oneSchema } from './responses';

export type AnySchema = v.GenericSchema;

/** Whether a call needs a signed-in player (`required`) or also answers visitors (`optional`). */
export type CallAuth = 'required' | 'optional';

/**
 * One `/api/{area}/{method}` call as both sides see it: the platform API validates `input` and
 * serializes its answer through `response` (so nothing unlisted leaks), `/api/docs` shows both,
 * and the browser infers its argument and payload types from them.
 */
export interface ApiCall<
  TArea extends string = string,
  TMethod extends string = string,
  TVerb extends 'GET' | 'POST' = 'GET' | 'POST',
  TInput extends AnySchema | undefined = AnySchema | undefined,
  TResponse extends AnySchema = AnySchema,
  TAuth extends CallAuth = CallAuth,
> {
  readonly area: TArea;
  readonly method: TMethod;
  readonly verb: TVerb;
  /** One line for the API docs. */
  readonly summary: string;
  /** The query (GET) or form body (POST); built from the shared validation rules. */
  readonly input: TInput;
  /** The `payload` of an ok answer. */
  readonly response: TResponse;
  /** `required` answers AuthorizationException to anonymous callers before the handler runs. */
  readonly auth: TAuth;
  /**
   * The call moves money and takes an `Idempotency-Key` header: a retry with the same key gets the
   * first answer and moves nothing again.
   */
  readonly idempotencyKey: boolean;
}

export interface CallDeclaration<
  TArea extends string,
  TMethod extends string,
  TVerb extends 'GET' | 'POST',
  TInput extends AnySchema | undefined,
  TResponse extends AnySchema,
  TAuth extends CallAuth,
> {
  area: TArea;
  method: TMethod;
  verb: TVerb;
  summary: string;
  input?: TInput;
  response: TResponse;
  auth?: TAuth;
  idempotencyKey?: boolean;
}

export function defineCall<
  const TArea extends string,
  const TMethod extends string,
  const TVerb extends 'GET' | 'POST',
  TResponse extends AnySchema,
  TInput extends AnySchema | undefined = undefined,
  const TAuth extends CallAuth = 'optional',
>(declaration: CallDeclaration<TArea, TMethod, TVerb, TInput, TResponse, TAuth>): ApiCall<TArea, TMethod, TVerb, TInput, TResponse, TAuth> {
  return {
    ...declaration,
    input: declaration.input as TInput,
    // A declaration without `auth` is typed 'optional' (the default of TAuth), and so is its value.
    auth: declaration.auth ?? ('optional' as TAuth),
    idempotencyKey: declaration.idempotencyKey ?? false,
  };
}

/** A call's declaration without the `area`, `method` and `verb` that `callsOf` and its arguments give. */
export interface CallDetails<TInput extends AnySchema | undefined, TResponse extends AnySchema, TAuth extends CallAuth> {
  summary: string;
  input?: TInput;
  response: TResponse;
  auth?: TAuth;
  idempotencyKey?: boolean;
}

/** Declares one call of the area `callsOf` was given, typed exactly as `defineCall` types it. */
export type AreaCallFactory<TArea extends string> = <
  const TMethod extends string,
  const TVerb extends 'GET' | 'POST',
  TResponse extends AnySchema,
  TInput extends AnySchema | undefined = undefined,
  const TAuth extends CallAuth = 'optional',
>(
  method: TMethod,
  verb: TVerb,
  details: CallDetails<TInput, TResponse, TAuth>,
) => ApiCall<TArea, TMethod, TVerb, TInput, TResponse, TAuth>;

/**
 * The calls of one area, so a file names its area once instead of on every declaration:
 * `const bettingCall = callsOf('betting');` then `getevent: bettingCall('getevent', 'GET', { summary, input, response })`.
 */
export function callsOf<const TArea extends string>(area: TArea): AreaCallFactory<TArea> {
  return (method, verb, details) => defineCall({ area, method, verb, ...details });
}

/** An action's declaration: what `actionsOf` leaves to each call (its verb is POST, its answer 1). */
export type ActionDetails<TInput extends AnySchema | undefined> = Omit<
  CallDetails<TInput, typeof oneSchema, CallAuth>,
  'response' | 'auth'
>;

/** Declares one action of the area `actionsOf` was given, typed exactly as `defineCall` types it. */
export type AreaActionFactory<TArea extends string, TAuth extends CallAuth> = <
  const TMethod extends string,
  TInput extends AnySchema | undefined = undefined,
>(
  method: TMethod,
  details: ActionDetails<TInput>,
) => ApiCall<TArea, TMethod, 'POST', TInput, typeof oneSchema, TAuth>;

/**
 * The actions of one area: POST calls that answer 1 (spec §8: success) and share their `auth`, so
 * a file states the verb, the answer and the auth once instead of on every declaration:
 * `const accountChange = actionsOf('account', 'required');` then
 * `changelocale: accountChange('changelocale', { summary, input })`.
 */
export function actionsOf<const TArea extends string, const TAuth extends CallAuth = 'optional'>(
  area: TArea,
  auth?: TAuth,
): AreaActionFactory<TArea, TAuth> {
  const areaCall = callsOf(area);
  // The keys in the order a written-out declaration has them: summary, input, response, auth.
  const action = (method: string, details: ActionDetails<AnySchema | undefined>) =>
    areaCall(method, 'POST', { ...details, response: oneSchema, ...(auth === undefined ? {} : { auth }) });
  return action as AreaActionFactory<TArea, TAuth>;
}

/** What the handler receives once the input schema has parsed the request. */
export type CallInput<TCall extends ApiCall> = TCall['input'] extends AnySchema ? v.InferOutput<TCall['input']> : undefined;

/** What the handler returns: the response schema's input, before it strips unlisted fields. */
export type CallResult<TCall extends ApiCall> = v.InferInput<TCall['response']>;

/** What the browser receives as the payload. */
export type CallPayload<TCall extends ApiCall> = v.InferOutput<TCall['response']>;
