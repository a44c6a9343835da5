/** Per request (it lives with the loaders): each keyed computation runs once, whoever asks first. */
export class ListPasses {
  private readonly passes = new Map<string, Promise<unknown>>();

  once<T>(key: string, compute: () => Promise<T>): Promise<T> {
    let pass = this.passes.get(key) as Promise<T> | undefined;
    if (!pass) {
      pass = (async () => compute())();
      this.passes.set(key, pass);
    }
    return pass;
  }
}
