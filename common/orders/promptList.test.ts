import { describe, expect, it } from "vitest";
import { parsePromptList, promptListProblemText } from "./promptList.ts";

const limits = { maxItems: 100, maxWords: 0 };

describe("parsePromptList", () => {
  it("reads pasted “name, text” lines, keeping the commas of an unquoted text", () => {
    expect(parsePromptList("main_menu, Thank you for calling. For sales, press 1.\nclosed,We are closed.\n", [], limits)).toEqual({
      prompts: [
        { name: "main_menu", text: "Thank you for calling. For sales, press 1." },
        { name: "closed", text: "We are closed." },
      ],
      problems: [],
    });
  });

  it("reads a CSV file with quoted fields holding commas, quotes and line breaks", () => {
    const csv = 'main_menu,"For sales, press 1. For ""support"", press 2."\r\nholiday,"Closed today.\r\nCall again tomorrow."\r\n';
    expect(parsePromptList(csv, [], limits).prompts).toEqual([
      { name: "main_menu", text: 'For sales, press 1. For "support", press 2.' },
      { name: "holiday", text: "Closed today.\r\nCall again tomorrow." },
    ]);
  });

  it("takes the name and text columns a header names, as in the delivery's prompts.csv", () => {
    const csv = '\uFEFFname,µ-law WAV 8 kHz,text,duration_seconds\r\nwelcome,welcome-mulaw-8khz.wav,"Hello, and welcome.",2.4\r\n';
    expect(parsePromptList(csv, [], limits)).toEqual({ prompts: [{ name: "welcome", text: "Hello, and welcome." }], problems: [] });
  });

  it("under a header, reads unquoted commas into the text only when the text is the last column", () => {
    expect(parsePromptList("name,text\nholiday, Closed today, open tomorrow.", [], limits).prompts).toEqual([{ name: "holiday", text: "Closed today, open tomorrow." }]);
    expect(parsePromptList("text,name\nClosed today, open tomorrow.,holiday", [], limits).problems.map(promptListProblemText)).toEqual([
      "Line 2: has 3 columns where 2 are expected: put a text that holds commas in quotes.",
    ]);
  });

  it("names every bad line with what is wrong", () => {
    const list = [
      "main_menu, Welcome.", // 1: fine
      ", No name here.", // 2
      "closed", // 3
      "main menu, A space in the name.", // 4
      "MAIN_MENU, Same name, other case.", // 5
      `${"x".repeat(65)}, Too long a name.`, // 6
      `long_text, ${"word ".repeat(700)}`, // 7
      'quoted, "one, two", three', // 8
      'broken,"never closed', // 9
    ].join("\n");
    const { prompts, problems } = parsePromptList(list, [], limits);
    expect(prompts).toEqual([{ name: "main_menu", text: "Welcome." }]);
    expect(problems.map(promptListProblemText)).toEqual([
      "Line 2: the file name is missing.",
      "Line 3: the text of closed is missing.",
      "Line 4: the file name “main menu” must contain only letters, digits, hyphens and underscores, and start with a letter or digit.",
      "Line 5: the file name MAIN_MENU is used by another prompt (line 1).",
      "Line 6: the file name must be shorter than or equal to 64 characters.",
      "Line 7: the text of long_text must be shorter than or equal to 3000 characters.",
      "Line 8: has 3 columns where 2 are expected: put a text that holds commas in quotes.",
      'Line 9: the quote opened on line 9 is never closed, so nothing after it could be read: add the missing ".',
    ]);
  });

  it("applies the order's limits: the words of a prompt, the prompts already there, how many an order holds", () => {
    const existing = [{ name: "welcome", text: "Hello." }];
    const { prompts, problems } = parsePromptList("welcome, Again.\nshort, Two words.\nlong, One two three four.\nthird, Fine.\nfourth, Too many.", existing, { maxItems: 3, maxWords: 3 });
    expect(prompts).toEqual([
      { name: "short", text: "Two words." },
      { name: "third", text: "Fine." },
    ]);
    expect(problems.map(promptListProblemText)).toEqual([
      "Line 1: the file name welcome is used by another prompt (prompt 1 of your order).",
      "Line 3: the text of long has 4 words, over the 3 a prompt may have.",
      "Line 5: an order can hold at most 3 prompts, and it has 1 already.",
    ]);
  });

  it("says so when there is nothing to import", () => {
    expect(parsePromptList(" \n\n", [], limits).problems.map(promptListProblemText)).toEqual(["Line 1: the list holds no prompts: write one a line, its file name, a comma and its text."]);
  });
});
