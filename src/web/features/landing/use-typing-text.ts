import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** The headline's rhythm (platform.md section 9): 80 ms a typed character, 50 ms a deleted one, looping. */
export const TYPE_DELAY_MS = 80;
export const DELETE_SPEED_MS = 50;
/** How long a whole phrase stays before it is deleted, so it can be read. */
export const HOLD_MS = 1800;

export interface TypingState {
  phraseIndex: number;
  length: number;
  isDeleting: boolean;
}

/** The next frame of the typing animation and how long to wait before showing it. */
export function nextTypingState(state: TypingState, phrases: readonly string[]): { state: TypingState; delayMs: number } {
  const phrase = phrases[state.phraseIndex] ?? '';
  if (!state.isDeleting) {
    if (state.length < phrase.length) return { state: { ...state, length: state.length + 1 }, delayMs: TYPE_DELAY_MS };
    return { state: { ...state, isDeleting: true }, delayMs: HOLD_MS };
  }
  if (state.length > 0) return { state: { ...state, length: state.length - 1 }, delayMs: DELETE_SPEED_MS };
  return { state: { phraseIndex: (state.phraseIndex + 1) % phrases.length, length: 0, isDeleting: false }, delayMs: TYPE_DELAY_MS };
}

/** The visible part of a looping typed phrase; with reduced motion, the first phrase, still. */
export function useTypingText(phrases: readonly string[]): { text: string; isAnimated: boolean } {
  const isReduced = useReducedMotion();
  const [state, setState] = useState<TypingState>({ phraseIndex: 0, length: 0, isDeleting: false });

  useEffect(() => {
    if (isReduced) return;
    const { state: next, delayMs } = nextTypingState(state, phrases);
    const timer = setTimeout(() => setState(next), delayMs);
    return () => clearTimeout(timer);
  }, [state, phrases, isReduced]);

  if (isReduced) return { text: phrases[0] ?? '', isAnimated: false };
  return { text: (phrases[state.phraseIndex] ?? '').slice(0, state.length), isAnimated: true };
}
