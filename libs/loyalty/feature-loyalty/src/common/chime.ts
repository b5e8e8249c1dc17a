/** The notification sound's volume (§9). */
export const CHIME_VOLUME = 0.5;

/**
 * A short two-note chime drawn with Web Audio, so the sound needs no file to load. Browsers
 * refuse audio before the first user gesture; toasts are fetched after one (§4), and a refusal
 * only means silence.
 */
export function playChime(): void {
  const AudioContextClass = globalThis.AudioContext;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.gain.value = CHIME_VOLUME;
    gain.connect(context.destination);
    [880, 1320].forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      const start = context.currentTime + index * 0.12;
      oscillator.start(start);
      oscillator.stop(start + 0.1);
    });
    setTimeout(() => void context.close(), 500);
  } catch {
    // No audio device or autoplay refused: the toast still shows.
  }
}
