export * from './text/encoding.js';
export * from './pbn/model.js';
export * from './pbn/section.js';
export * from './pbn/table.js';
export * from './pbn/reader.js';
export * from './pbn/writer.js';
export * from './pbn/annotation.js';
export * from './pbn/auction.js';
export * from './pbn/play.js';
export * from './pbn/stream.js';
export * from './pbn/board.js';
export * from './pbn/table-log.js';
export * from './usebio/index.js';
export * from './lin/lin.js';
export * from './lin/table-log.js';
export * from './text/diagram.js';
export {
  eventFromPbn,
  methodFromPbn,
  pbnMeta,
  inferBoardsPerMatch,
  type PbnFileLike,
  type PbnGameLike,
  type PbnTagLike,
  type PbnTableLike,
} from './results/import-pbn.js';
export {
  eventFromUsebio,
  methodFromUsebio,
  type UsebioImportOptions,
  type UsebioLike,
} from './results/import-usebio.js';
export {
  artificialPercents,
  scoredToUsebio,
  rescoreUsebio,
  usebioPointFields,
  type UsebioOut,
  type UsebioInfo,
  type UsebioHandOut,
} from './results/export-usebio.js';
export { rescorePbn } from './results/export-pbn.js';
export { pbnMatchTable, pbnScoreTable, pbnTotalScoreTable, type PbnTableOut } from './results/pbn-tables.js';
export { teamsPbnTables, type TeamsPbnTables } from './results/usebio-to-pbn.js';
