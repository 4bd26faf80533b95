/**
 * Numbered steps that Markdown does not render as steps. A list that starts at any number but 1
 * may not interrupt a paragraph (CommonMark, «Lists»), so «6. …» typed on the line after a
 * paragraph becomes part of that paragraph: the reader sees step 5 end in «… 6. Якщо …» and no
 * step 6. It happens when a code block between steps is not indented under its step: the list
 * ends there, the text after it is a plain paragraph, and the next step joins it.
 */
import {fromMarkdown} from 'mdast-util-from-markdown';

interface MdNode {
  type: string;
  position?: {start: {line: number}; end: {line: number}};
  children?: MdNode[];
}

const STEP = /^\s*(\d+)[.)]\s/;

/** The lines that start a numbered step (2 and up) but are run into the paragraph before them. */
export function swallowedSteps(body: string): string[] {
  const lines = body.split('\n');
  const found: string[] = [];
  const visit = (node: MdNode): void => {
    if (node.type === 'paragraph' && node.position) {
      const {start, end} = node.position;
      for (let n = start.line + 1; n <= end.line; n++) {
        const line = lines[n - 1] ?? '';
        const step = STEP.exec(line);
        if (step && step[1] !== '1') found.push(line.trim());
      }
    }
    node.children?.forEach(visit);
  };
  visit(fromMarkdown(body) as MdNode);
  return found;
}
