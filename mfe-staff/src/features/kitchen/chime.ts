import { useEffect, useRef, useState } from 'react';

const STORAGE_KEY = 'haveli.kitchen.sound';

/** Two soft notes (E6 then A5), about half a second: heard across a kitchen, not alarming. */
function playChime(context: AudioContext): void {
  const start = context.currentTime;
  [1318.5, 880].forEach((frequency, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const at = start + index * 0.18;
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.32);
  });
}

function storedChoice(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

/**
 * The kitchen's optional sound: off until a cook turns it on (browsers let a page play sound only after a tap
 * on it, which the switch is), remembered on this device. `signals` name what a cook should hear about (a new
 * order, an order turning late); a chime sounds when one appears that was not there before (never for those
 * there at the first read).
 */
export function useKitchenChime(signals: readonly string[] | undefined) {
  const [enabled, setEnabled] = useState(storedChoice);
  const context = useRef<AudioContext | null>(null);
  const seen = useRef<Set<string> | null>(null);

  const wake = () => {
    if (typeof AudioContext === 'undefined') return;
    context.current ??= new AudioContext();
    void context.current.resume();
  };

  // Turned on at an earlier visit: the sound can start at the cook's first tap on the page.
  useEffect(() => {
    if (!enabled || context.current) return;
    document.addEventListener('pointerdown', wake, { once: true });
    document.addEventListener('keydown', wake, { once: true });
    return () => {
      document.removeEventListener('pointerdown', wake);
      document.removeEventListener('keydown', wake);
    };
  }, [enabled]);

  useEffect(() => {
    if (!signals) return;
    const known = seen.current;
    seen.current = new Set(signals);
    if (!known || !enabled || !context.current) return;
    if (signals.some((signal) => !known.has(signal))) playChime(context.current);
  }, [signals, enabled]);

  const toggle = (on: boolean) => {
    setEnabled(on);
    try {
      window.localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // Storage blocked: the choice lasts for this visit.
    }
    if (on) wake();
  };

  return { enabled, toggle };
}
