import type { Command } from 'commander';
import { registerDeal } from './deal.js';

/** Every `stikk` subcommand; each module owns one command (or a family). */
export const COMMANDS: ReadonlyArray<(program: Command) => void> = [registerDeal];
