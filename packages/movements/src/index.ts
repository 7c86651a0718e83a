/**
 * @stikk/movements — movements and the structure of an event.
 *
 * Generators (each returns a `Result` whose movement has already passed the validator):
 * {@link mitchell}, {@link howell}, {@link barometer}, {@link teamsRoundRobin},
 * {@link teamMatchesMovement} (Swiss rounds, knockout stages), {@link individual}, and
 * {@link generateMovement} to call one by name. {@link validateMovement} checks any movement;
 * {@link parseMovement} reads one from JSON; {@link guideCards} / {@link movementText} /
 * {@link movementHtml} print it; {@link resultsToPlay} lists the results it will produce;
 * {@link comparisonBalance} reports how evenly pairs are compared.
 */
export * from './types.js';
export * from './validate.js';
export * from './parse.js';
export * from './balance.js';
export * from './mitchell.js';
export * from './howell.js';
export * from './barometer.js';
export * from './teams.js';
export * from './individual.js';
export * from './generate.js';
export * from './guide.js';
export * from './results.js';
export * from './event.js';
export { defaultBoardsPerRound } from './build.js';
export { findRoomStarter, isRoomStarter, isWhistStarter, type RoomStarter, type WhistStarter } from './designs.js';
