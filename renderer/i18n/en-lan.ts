// English strings of network play (the host panel, a remote player's page, the connection banner).

/** Network play's English messages. */
export const enLan = {
  'lan.menu': 'Host network game…',
  'lan.title': 'Play over the local network',
  'lan.pick': 'Which seats play from another computer?',
  'lan.spectator': 'Also a read-only link for spectators (public view only)',
  'lan.start': 'Open to the network',
  'lan.offered': 'This game was played over the network with: {seats}',
  'lan.listening': 'Listening on {address}, port {port}. Send each player his own link:',
  'lan.connected': 'connected',
  'lan.away': 'away',
  'lan.revoke': 'New link (revoke this one)',
  'lan.handTo': 'Played by',
  'lan.remotePlayer': 'the remote player',
  'lan.spectatorLink': 'Spectators',
  'lan.stop': 'Stop network play',
  'lan.waiting': '{name} plays over the network',
  'lan.remoteSeat': 'You play {name} over the network',
  'lan.spectating': 'You are watching (public view)',
  'lan.downloadLog': 'Download my log',
  'lan.waitingHost': 'Waiting for the host’s game…',
  'lan.none': 'No human seat to open: every seat is played by the computer.',
  'connection.lost': 'The game server cannot be reached: reconnecting…',
  'connection.back': 'Reconnected',
  'connection.gone': 'The game server is gone or refuses this page (a revoked link, or a new server address): ask for a new link or reopen the printed address.',
} as const;
