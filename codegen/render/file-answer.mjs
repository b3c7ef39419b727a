// @ts-check
/**
 * The signatures of a method that answers a file for some values of one param (the overlay's `file` behaviour,
 * `businesses.statement.get` with `format`): one overload per case, so a call with a file value is typed
 * `string`, one without it the JSON model, and one with a value known only at run time either.
 */

/**
 * The overloads of `op`, or `undefined` when it answers JSON only. Each has the params type, the result type,
 * a sentence for its TSDoc and whether its example asks for the file.
 * @returns {{ params: string, result: string, note: string, file: boolean }[] | undefined}
 */
export function fileOverloads(op) {
  if (!op.file || !op.params || !op.response) return undefined;
  const { param } = op.file;
  const params = op.paramsType;
  const json = op.response.type;
  return [
    {
      params: `${params} & { ${param}: NonNullable<${params}['${param}']> }`,
      result: 'string',
      note: `with \`${param}\`, the answer is the file itself, as text.`,
      file: true,
    },
    {
      params: `${params} & { ${param}?: undefined }`,
      result: json,
      note: `without \`${param}\`, the answer is JSON.`,
      file: false,
    },
    {
      params,
      result: `string | ${json}`,
      note: `with a \`${param}\` known only at run time: the file as text, or the JSON when it is absent.`,
      file: false,
    },
  ];
}
