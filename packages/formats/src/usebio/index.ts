export type {
  UsebioBoard,
  UsebioDirection,
  UsebioEvent,
  UsebioHand,
  UsebioLine,
  UsebioParticipant,
  UsebioPlayer,
} from './model.js';
export { parseUsebio } from './parse.js';
export { writeUsebio } from './write.js';
export { parseXmlTree, writeXmlElement, type XmlElement } from './xml-tree.js';
