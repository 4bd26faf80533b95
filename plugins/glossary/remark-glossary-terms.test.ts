import {test} from 'node:test';
import assert from 'node:assert/strict';
import remarkGlossaryTerms, {glossaryEntries} from './remark-glossary-terms';

type Node = {type: string; value?: string; name?: string; children?: Node[]; attributes?: Array<{name: string; value: string}>};

const text = (value: string): Node => ({type: 'text', value});
const paragraph = (...children: Node[]): Node => ({type: 'paragraph', children});

function terms(tree: Node): Node[] {
  const found: Node[] = [];
  const walk = (node: Node) => {
    if (node.type === 'mdxJsxTextElement' && node.name === 'GlossaryTerm') found.push(node);
    node.children?.forEach(walk);
  };
  walk(tree);
  return found;
}

const run = (tree: Node, path = '/work/docs/some/article.mdx') => {
  remarkGlossaryTerms()(tree as never, {path});
  return tree;
};

test('the glossary entries are the glossary pages with glossary_term and glossary_short', () => {
  const raid = glossaryEntries().find((e) => e.term === 'RAID');
  assert.equal(raid?.route, '/glossary/raid');
  assert.match(raid!.short, /дисків/);
});

test('only the first use of a term is linked, with its route and definition', () => {
  const tree = run({type: 'root', children: [paragraph(text('Масив RAID 1 і ще раз RAID.')), paragraph(text('RAID знову.'))]});
  const found = terms(tree);
  assert.equal(found.length, 1);
  const attrs = Object.fromEntries(found[0]!.attributes!.map((a) => [a.name, a.value]));
  assert.equal(attrs.href, '/glossary/raid');
  assert.ok(attrs.definition);
  assert.deepEqual(
    tree.children![0]!.children!.map((c) => c.value ?? c.children?.[0]?.value),
    ['Масив ', 'RAID', ' 1 і ще раз RAID.'],
  );
});

test('headings, links and code are left alone; the first use after them is linked', () => {
  const tree = run({
    type: 'root',
    children: [
      {type: 'heading', children: [text('Що таке RAID')]},
      paragraph({type: 'link', children: [text('RAID')]}, {type: 'inlineCode', value: 'RAID'}),
      {type: 'code', value: 'mdadm RAID'},
      paragraph(text('Тут RAID.')),
    ],
  });
  const found = terms(tree);
  assert.equal(found.length, 1);
  assert.equal(tree.children![3]!.children![1], found[0]);
});

test('an entry does not link its own term on its own page', () => {
  const raid = glossaryEntries().find((e) => e.term === 'RAID')!;
  const tree = run({type: 'root', children: [paragraph(text('RAID і nginx'))]}, raid.file);
  assert.deepEqual(
    terms(tree).map((t) => t.children![0]!.value),
    ['nginx'],
  );
});
