import { useQuery } from '@tanstack/react-query';
import { useRealtime } from '../realtime/use-realtime.ts';
import { notificationFlagsQuery } from './profile-queries.ts';

const TONE_HZ = 880;
const TONE_SECONDS = 0.18;

function playTone(): void {
  const context = new AudioContext();
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = TONE_HZ;
  gain.gain.setValueAtTime(0.15, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + TONE_SECONDS);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start();
  oscillator.stop(context.currentTime + TONE_SECONDS);
  oscillator.onended = () => void context.close();
}

/** The staff member's workspace alerts: a tone and a device notification when a notification of theirs arrives. */
export function useNotificationAlerts(): void {
  const flags = useQuery(notificationFlagsQuery()).data;
  const isOn = !!flags && (flags.sound || flags.desktop);
  useRealtime((signal) => {
    if (!flags || signal.kind !== 'event' || signal.event.type !== 'notification.created') return;
    if (flags.sound) playTone();
    const notification = signal.event.payload.notification as { title?: string; message?: string } | undefined;
    const canNotify = typeof Notification !== 'undefined' && Notification.permission === 'granted';
    if (flags.desktop && canNotify && document.hidden && notification?.title) {
      new Notification(notification.title, { body: notification.message ?? '' });
    }
  }, isOn);
}
