/** Bad input from the user: printed as one line per problem, exit code 2, nothing written. */
export class InputError extends Error {
  readonly problems: string[];

  constructor(problems: string | string[]) {
    const list = Array.isArray(problems) ? problems : [problems];
    super(list.join('\n'));
    this.problems = list;
  }
}
