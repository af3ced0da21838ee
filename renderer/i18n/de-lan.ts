// German strings of network play (every key of renderer/i18n/en-lan.ts).
import type { enLan } from './en-lan.js';

/** Network play's German messages. */
export const deLan: Readonly<Record<keyof typeof enLan, string>> = {
  'lan.menu': 'Netzwerkspiel ausrichten…',
  'lan.title': 'Über das Netzwerk spielen',
  'lan.pick': 'Welche Plätze spielen von einem anderen Rechner aus?',
  'lan.spectator': 'Auch einen Nur-Lesen-Link für Zuschauer (nur öffentliche Sicht)',
  'lan.start': 'Im Netzwerk öffnen',
  'lan.offered': 'Dieses Spiel wurde im Netzwerk gespielt mit: {seats}',
  'lan.listening': 'Erreichbar unter {address}, Port {port}. Jeder Spieler bekommt seinen eigenen Link:',
  'lan.publicUrl': 'Öffentliche Adresse für Spieler im Internet (optional)',
  'lan.publicUrlHint': 'Der https://-Name deines Reverse-Proxys oder Tunnels (siehe README). Im lokalen Netzwerk oder einem VPN wie WireGuard oder Tailscale leer lassen.',
  'lan.reachable': 'Erreichbar unter {url} (lauscht auf {address}, Port {port}). Jeder Spieler bekommt seinen eigenen Link:',
  'lan.connected': 'verbunden',
  'lan.away': 'abwesend',
  'lan.revoke': 'Neuer Link (diesen sperren)',
  'lan.handTo': 'Gespielt von',
  'lan.remotePlayer': 'dem Spieler im Netzwerk',
  'lan.spectatorLink': 'Zuschauer',
  'lan.stop': 'Netzwerkspiel beenden',
  'lan.waiting': '{name} spielt über das Netzwerk',
  'lan.remoteSeat': 'Du spielst {name} über das Netzwerk',
  'lan.spectating': 'Du schaust zu (öffentliche Sicht)',
  'lan.downloadLog': 'Mein Protokoll herunterladen',
  'lan.waitingHost': 'Warte auf das Spiel des Gastgebers…',
  'lan.none': 'Kein menschlicher Platz zu öffnen: alle Plätze spielt der Computer.',
  'connection.lost': 'Der Spielserver ist nicht erreichbar: neue Verbindung…',
  'connection.back': 'Wieder verbunden',
  'connection.gone': 'Der Spielserver ist weg oder lehnt diese Seite ab (ein gesperrter Link oder eine neue Serveradresse): bitte um einen neuen Link oder öffne die ausgegebene Adresse neu.',
};
