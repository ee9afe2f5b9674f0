/** A command, with its option table's types carried into `run`. */
export function defineCommand(command) {
    return command;
}
