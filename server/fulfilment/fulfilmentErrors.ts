// Expected refusals of the fulfilment path, each a sentence for the person who asked.

/** The order cannot be delivered yet: a master is missing or a file is not rendered. */
export class DeliveryNotReadyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DeliveryNotReadyError";
  }
}

/** No free revision can be asked for (none left, window closed, or not delivered). */
export class RevisionRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RevisionRefusedError";
  }
}

/** The master recording was refused (wrong type, unreadable, or the order is not in production). */
export class MasterRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MasterRefusedError";
  }
}
