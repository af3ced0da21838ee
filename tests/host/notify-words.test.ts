// The words of a notice mail (host/notify-words.ts): every kind of notice in English and German names the player,
// says what happened and carries the seat's link; the subject stays one line whatever the game's title holds.
import { describe, expect, it } from 'vitest';
import { mailWords, type MailTopic } from '../../host/notify-words.js';

const seat = { title: 'Sunday\r\nBcc: all@example.org', name: 'Anna', link: 'https://titan.example.org/?seat=abc', connected: false };
const topics: MailTopic[] = [
  { kind: 'your-turn', gameId: 'g', seat: 'Red', deadline: null },
  { kind: 'your-turn', gameId: 'g', seat: 'Red', deadline: '2026-12-01T18:00:00Z' },
  { kind: 'reminder', gameId: 'g', seat: 'Red', deadline: '2026-12-01T18:00:00Z' },
  { kind: 'deadline-passed', gameId: 'g', seat: 'Red', then: 'wait' },
  { kind: 'deadline-passed', gameId: 'g', seat: 'Red', then: 'skip' },
  { kind: 'deadline-passed', gameId: 'g', seat: 'Red', then: 'hard' },
  { kind: 'test', gameId: 'g', seat: 'Red' },
];

describe('a notice mail’s words', () => {
  it('name the player and carry the link in every kind and language, with a one-line subject', () => {
    for (const language of ['en', 'de'] as const) {
      for (const topic of topics) {
        const w = mailWords(topic, seat, language);
        expect(w.subject, `${language} ${topic.kind}`).toMatch(/^TITAN: [^\r\n]+$/);
        expect(w.text.startsWith('Anna, ')).toBe(true);
        expect(w.text).toContain(`\n${seat.link}\n`);
      }
    }
  });

  it('say the deadline in UTC and what the game did when it passed', () => {
    expect(mailWords(topics[1] as MailTopic, seat, 'en').text).toContain('Please play before 2026-12-01 18:00 UTC.');
    expect(mailWords(topics[2] as MailTopic, seat, 'de').text).toContain('Die Frist läuft 2026-12-01 18:00 UTC ab.');
    expect(mailWords(topics[3] as MailTopic, seat, 'en').text).toContain('The game still waits for you.');
    expect(mailWords(topics[4] as MailTopic, seat, 'de').text).toContain('Dein Zug wurde übersprungen');
    expect(mailWords(topics[5] as MailTopic, seat, 'de').text).toContain('Der Computer hat deinen Zug gespielt.');
    expect(mailWords(topics[0] as MailTopic, seat, 'de').subject).toBe('TITAN: Du bist am Zug: Sunday Bcc: all@example.org');
  });
});
