import { titanModule } from '../games/titan.js';
import { playGame } from './cli/simulate.js';
for (let i = 0; i < 200; i++) playGame(titanModule, { players: 6, seed: 1000 + i, variant: 'titan', turnLimit: null, pointTarget: null }, { maxActions: 2_000_000, stallLimit: 50_000, checkInvariants: false });
