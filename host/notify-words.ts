// The words of a notice mail (host/notify-mail.ts), in the player's language (English or German, the language his
// page had when he gave his address): a subject and a plain text naming the game, what happened and what to do, with
// his seat's link. Nothing of the game's board goes into a mail: only its title, the seat's own name and link, and the
// deadline.
import type { MailLanguage } from './contract-seat-mail.js';
import type { SeatNotice } from './seat-notices.js';

/** What a mail is about: a seat notice, or the test mail the player asked for on his page. */
export type MailTopic = SeatNotice | { readonly kind: 'test'; readonly gameId: string; readonly seat: string };

/** The seat a mail goes to, as the host names it: the game's title, the seat's player name, its link. */
export interface MailSeat {
  readonly title: string;
  readonly name: string;
  readonly link: string;
  /** A page of the seat is open now (its player sees his turn come: no your-turn mail). */
  readonly connected: boolean;
}

/** A mail's subject and text. */
export interface MailWords {
  readonly subject: string;
  readonly text: string;
}

/** A moment as a mail says it: the same for every reader, wherever he is (UTC). */
function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** One language's mails. */
interface Words {
  subject(topic: MailTopic, title: string): string;
  lead(topic: MailTopic, name: string): string;
  open: string;
  footer: string;
}

const EN: Words = {
  subject: (t, title) => ({ 'your-turn': `Your turn in ${title}`, reminder: `Reminder: your turn in ${title}`, 'deadline-passed': `Your deadline in ${title} has passed`, test: `Test mail for ${title}` })[t.kind],
  lead: (t, name) => {
    switch (t.kind) {
      case 'your-turn':
        return `${name}, it is your turn.${t.deadline === null ? '' : ` Please play before ${when(t.deadline)}.`}`;
      case 'reminder':
        return `${name}, your turn is still waiting. The deadline runs out at ${when(t.deadline)}.`;
      case 'deadline-passed':
        return `${name}, your deadline has passed. ${t.then === 'wait' ? 'The game still waits for you.' : t.then === 'skip' ? 'Your turn was skipped as the rules allow.' : 'The computer played your turn.'}`;
      case 'test':
        return `${name}, this is the test mail you asked for: notices of your turns reach this address.`;
    }
  },
  open: 'Open your seat:',
  footer: 'You get this mail because this address was given on your seat\'s page. Turn the mails off there. Keep the link to yourself: it is your seat.',
};

const DE: Words = {
  subject: (t, title) => ({ 'your-turn': `Du bist am Zug: ${title}`, reminder: `Erinnerung: Du bist am Zug in ${title}`, 'deadline-passed': `Deine Frist in ${title} ist abgelaufen`, test: `Testmail für ${title}` })[t.kind],
  lead: (t, name) => {
    switch (t.kind) {
      case 'your-turn':
        return `${name}, du bist am Zug.${t.deadline === null ? '' : ` Bitte spiele vor ${when(t.deadline)}.`}`;
      case 'reminder':
        return `${name}, dein Zug wartet noch. Die Frist läuft ${when(t.deadline)} ab.`;
      case 'deadline-passed':
        return `${name}, deine Frist ist abgelaufen. ${t.then === 'wait' ? 'Das Spiel wartet weiter auf dich.' : t.then === 'skip' ? 'Dein Zug wurde übersprungen, wie die Regeln es erlauben.' : 'Der Computer hat deinen Zug gespielt.'}`;
      case 'test':
        return `${name}, das ist die Testmail, um die du gebeten hast: Hinweise auf deine Züge erreichen diese Adresse.`;
    }
  },
  open: 'Dein Platz:',
  footer: 'Du bekommst diese Mail, weil diese Adresse auf der Seite deines Platzes angegeben wurde. Dort kannst du die Mails abschalten. Gib den Link nicht weiter: er ist dein Platz.',
};

/** A mail about `topic` to `seat` in `language`. */
export function mailWords(topic: MailTopic, seat: MailSeat, language: MailLanguage): MailWords {
  const w = language === 'de' ? DE : EN;
  return { subject: `TITAN: ${w.subject(topic, seat.title)}`.replace(/\s+/g, ' '), text: `${w.lead(topic, seat.name)}\n\n${w.open}\n${seat.link}\n\n-- \n${w.footer}\n` };
}
