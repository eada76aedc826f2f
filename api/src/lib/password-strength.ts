import { PASSWORD_TOO_WEAK_MESSAGE } from '@haveli/contracts';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { FieldError } from './http-errors';

/**
 * zxcvbn's score (0–4) a new password needs: 3 is "safely unguessable" against an attacker who has stolen a
 * slow hash (about 10^8 guesses and more), which argon2id is.
 */
export const MIN_PASSWORD_SCORE = 3;
/** zxcvbn's cost grows with the length; beyond this, the rest of a password only makes it stronger. */
const CHECKED_LENGTH = 100;

let estimator: ZxcvbnFactory | undefined;

/** Built at first use: its dictionaries (common passwords, English words and names) take ~30 ms to load. */
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

/**
 * Why a new password is too easy to guess (zxcvbn-ts: common and breached-list passwords, dictionary words,
 * keyboard patterns, dates, and `personal` words such as the account's name and email), with zxcvbn's advice;
 * undefined when it is strong enough. Only passwords being set are checked: existing ones still sign in.
 */
export function weakPasswordMessage(
  password: string,
  personal: Array<string | undefined> = [],
): string | undefined {
  const words = personal
    .flatMap((value) => (value ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 3);
  const { score, feedback } = strengthEstimator().check(password.slice(0, CHECKED_LENGTH), [
    'haveli',
    ...words,
  ]);
  if (score >= MIN_PASSWORD_SCORE) return undefined;
  const advice = [feedback.warning, ...feedback.suggestions].filter((text): text is string => Boolean(text));
  if (advice.length === 0) advice.push('Add another word or two that are less common.');
  return [PASSWORD_TOO_WEAK_MESSAGE, ...advice].join(' ');
}

/** Refuses a new password that is too easy to guess: 400 with the message beside `field`. */
export function assertStrongPassword(
  field: string,
  password: string,
  personal: Array<string | undefined> = [],
): void {
  const message = weakPasswordMessage(password, personal);
  if (message) throw new FieldError(400, { [field]: message });
}
