import pino from "pino";

/**
 * JSON lines on standard output. Writes are asynchronous (coalesced while the socket is busy):
 * synchronous writes cost an eighth of the CPU under load. The server flushes it when it stops.
 */
export function createLogger(level: string, destination: pino.DestinationStream = pino.destination({ dest: 1, sync: false })) {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}
