/** A render given up because its process is stopping: the file goes back to the queue, for another worker. */
export class RenderHandedBackError extends Error {
  constructor() {
    super("The render was handed back: its process is stopping.");
    this.name = "RenderHandedBackError";
  }
}
