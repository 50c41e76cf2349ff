import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELETE_SPEED_MS, HOLD_MS, nextTypingState, TYPE_DELAY_MS, type TypingState, useTypingText } from './use-typing-text.ts';

const phrases = ['ab', 'xyz'] as const;

function run(from: TypingState, steps: number) {
  const frames: { text: string; delayMs: number }[] = [];
  let state = from;
  for (let step = 0; step < steps; step++) {
    const next = nextTypingState(state, phrases);
    state = next.state;
    frames.push({ text: (phrases[state.phraseIndex] ?? '').slice(0, state.length), delayMs: next.delayMs });
  }
  return frames;
}

describe('the typing headline', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('types at 80 ms a character, holds the phrase, deletes at 50 ms a character, then types the next, looping', () => {
    expect(TYPE_DELAY_MS).toBe(80);
    expect(DELETE_SPEED_MS).toBe(50);
    const frames = run({ phraseIndex: 0, length: 0, isDeleting: false }, 13);
    expect(frames).toEqual([
      { text: 'a', delayMs: 80 },
      { text: 'ab', delayMs: 80 },
      { text: 'ab', delayMs: HOLD_MS },
      { text: 'a', delayMs: 50 },
      { text: '', delayMs: 50 },
      { text: '', delayMs: 80 },
      { text: 'x', delayMs: 80 },
      { text: 'xy', delayMs: 80 },
      { text: 'xyz', delayMs: 80 },
      { text: 'xyz', delayMs: HOLD_MS },
      { text: 'xy', delayMs: 50 },
      { text: 'x', delayMs: 50 },
      { text: '', delayMs: 50 },
    ]);
    expect(nextTypingState({ phraseIndex: 1, length: 0, isDeleting: true }, phrases).state).toEqual({
      phraseIndex: 0,
      length: 0,
      isDeleting: false,
    });
  });

  it('animates with the timers', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTypingText(phrases));
    expect(result.current).toEqual({ text: '', isAnimated: true });
    act(() => vi.advanceTimersByTime(TYPE_DELAY_MS));
    expect(result.current.text).toBe('a');
    act(() => vi.advanceTimersByTime(TYPE_DELAY_MS));
    expect(result.current.text).toBe('ab');
  });

  it('shows the first phrase, still, to those who prefer reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const { result } = renderHook(() => useTypingText(phrases));
    expect(result.current).toEqual({ text: 'ab', isAnimated: false });
  });
});
