import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// t() takes only the English table's keys (src/renderer/i18n/i18next.d.ts): each snippet is compiled with the
// renderer's own compiler options as if it were a file of src/renderer, and only its own type errors are read.
// The program holds the snippet, the declaration and what they import, not the whole renderer, so this stays quick.

const root = resolve(import.meta.dirname, '../..');
const probePath = resolve(root, 'src/renderer/TranslationKeyProbe.ts');
const declaration = resolve(root, 'src/renderer/i18n/i18next.d.ts');

const parsed = ts.getParsedCommandLineOfConfigFile(resolve(root, 'tsconfig.web.json'), undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  },
});
if (!parsed) throw new Error('tsconfig.web.json could not be read');
// No ambient types (vite/client): the snippets need none.
const options: ts.CompilerOptions = {
  ...parsed.options,
  types: [],
  noEmit: true,
  composite: false,
  incremental: false,
};

let previous: ts.Program | undefined;

/** The type errors of `code` placed in the renderer. */
function typeErrors(code: string): string[] {
  const host = ts.createCompilerHost(options);
  const readFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) =>
    resolve(fileName) === probePath
      ? ts.createSourceFile(fileName, code, language)
      : readFile(fileName, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => resolve(fileName) === probePath || fileExists(fileName);
  // Each snippet reuses the files the previous program already parsed (the tables, i18next's types).
  const program = ts.createProgram([probePath, declaration], options, host, previous);
  previous = program;
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(probePath))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const snippet = (key: string) =>
  `import i18next from 'i18next';\nexport const probe: string = i18next.t('${key}');\n`;

describe('translation keys are typed', () => {
  it('accepts a key of the English table', () => {
    expect(typeErrors(snippet('nav.sports'))).toEqual([]);
  });

  it('refuses a key the table lacks', () => {
    const errors = typeErrors(snippet('nav.noSuchKey'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('"nav.noSuchKey"');
  });

  it('refuses a key built from an unchecked string', () => {
    const code =
      "import i18next from 'i18next';\nexport const probe = (code: string): string => i18next.t(`errors.${code}`);\n";
    expect(typeErrors(code)).toHaveLength(1);
  });
});
