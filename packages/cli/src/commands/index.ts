import type { Command } from 'commander';
import { registerConvert } from './convert.js';
import { registerShow } from './show.js';
import { registerDeal } from './deal.js';
import { registerReplay } from './replay.js';
import { registerServe } from './serve.js';
import { registerScore } from './score.js';
import { registerDd } from './dd.js';
import { registerMovement } from './movement.js';

/** Every `stikk` subcommand; each module owns one command (or a family). */
export const COMMANDS: ReadonlyArray<(program: Command) => void> = [
  registerDeal,
  registerReplay,
  registerServe,
  registerScore,
  registerConvert,
  registerShow,
  registerDd,
  registerMovement,
];
