import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { ChunkLoadError } from "../chunkReload.ts";
import { NOT_FOUND_MESSAGE, routeErrorInfo } from "./routeError.ts";

// What a router turns a thrown `data(...)` into.
function responseError(status: number, body: unknown, statusText = "") {
  return { status, statusText, internal: false, data: body };
}

describe("routeErrorInfo", () => {
  it("reads 'This page could not be found' with status 404", () => {
    const info = routeErrorInfo(responseError(404, null, "Not Found"));
    expect(info.status).toBe(404);
    expect(info.title).toBe(NOT_FOUND_MESSAGE);
  });

  it("keeps the status and message of a thrown response", () => {
    expect(routeErrorInfo(responseError(403, "You do not have access to this page"))).toEqual({
      status: 403,
      title: "Access denied",
      message: "You do not have access to this page",
    });
  });

  it("defaults to status 500 for other failures", () => {
    expect(routeErrorInfo(new Error("Database is down"))).toEqual({ status: 500, title: "Something went wrong", message: "Database is down" });
    expect(routeErrorInfo(undefined).status).toBe(500);
    expect(routeErrorInfo(new ChunkLoadError("timeout")).status).toBe(500);
  });

  it("uses a status carried by the error", () => {
    const error = Object.assign(new Error("The server could not be reached."), { status: 503 });
    expect(routeErrorInfo(error).status).toBe(503);
  });

  it("accepts react-router's data() helper", () => {
    expect(typeof data).toBe("function");
  });
});
