import {
  GraphQLError,
  GraphQLID,
  GraphQLString,
  Kind,
  TypeInfo,
  getNamedType,
  getNullableType,
  getOperationAST,
  isInputObjectType,
  isListType,
  isNonNullType,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
  type VariableDefinitionNode,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { LONGEST_TEXT, atMostCharacters, hasControlCharacters, messages } from '@koinonia/validation';
import { badInput, type FieldError } from './errors.ts';

type Variables = Readonly<Record<string, unknown>>;

/** What is wrong with one string argument, if anything. */
function stringError(value: string): string | null {
  if (value.length > LONGEST_TEXT) return atMostCharacters(LONGEST_TEXT);
  return hasControlCharacters(value) ? messages.controlCharacters : null;
}

/** `path` and one more step; the empty path is the top of the command (see `commandPath`). */
const child = (path: string, step: string | number): string => (path ? `${path}.${step}` : String(step));

/** Where an argument's values are named from: nothing for the `input` object that is the whole command. */
const commandPath = (name: string, type: GraphQLInputType): string => (name === 'input' && isInputObjectType(getNullableType(type)) ? '' : name);

const isText = (type: GraphQLInputType): boolean => {
  const named = getNamedType(type);
  return named === GraphQLString || named === GraphQLID;
};

/**
 * Every String and ID argument value of the operation to run, written in the document or sent as a
 * variable, at any depth of input objects and lists, checked with the schema's types: none may hold
 * control characters or be longer than the longest field kind. Errors name the argument path as the
 * use cases' own validation does (`firstName`, `location.zipcode`, `emails.2`): an argument named
 * `input` holding an input object is the command itself (its resolver hands what it holds to the
 * use case), so its fields are named without it, as the forms place errors.
 */
export function argumentErrors(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Variables = {}): FieldError[] {
  const errors = new Map<string, string>();
  const definitions = new Map<string, VariableDefinitionNode>(
    (operation.variableDefinitions ?? []).map((definition) => [definition.variable.name.value, definition]),
  );
  const check = (value: string, path: string) => {
    const message = stringError(value);
    if (message && !errors.has(path)) errors.set(path, message);
  };

  function walkValue(value: unknown, type: GraphQLInputType, path: string): void {
    if (value == null) return;
    const inner = isNonNullType(type) ? type.ofType : type;
    if (isListType(inner)) {
      // A single value stands for a list of one (input coercion).
      if (Array.isArray(value)) value.forEach((item, index) => walkValue(item, inner.ofType, child(path, index)));
      else walkValue(value, inner.ofType, path);
    } else if (isInputObjectType(inner)) {
      if (typeof value !== 'object') return;
      const fields = inner.getFields();
      for (const [name, fieldValue] of Object.entries(value)) {
        const field = fields[name];
        if (field) walkValue(fieldValue, field.type, child(path, name));
      }
    } else if (isText(inner) && typeof value === 'string') {
      check(value, path);
    }
  }

  function walkLiteral(node: ValueNode, type: GraphQLInputType, path: string): void {
    if (node.kind === Kind.VARIABLE) {
      const name = node.name.value;
      if (Object.hasOwn(variables, name)) walkValue(variables[name], type, path);
      else {
        const fallback = definitions.get(name)?.defaultValue;
        if (fallback) walkLiteral(fallback, type, path);
      }
      return;
    }
    const inner = isNonNullType(type) ? type.ofType : type;
    if (isListType(inner)) {
      if (node.kind === Kind.LIST) node.values.forEach((item, index) => walkLiteral(item, inner.ofType, child(path, index)));
      else walkLiteral(node, inner.ofType, path);
    } else if (isInputObjectType(inner)) {
      if (node.kind !== Kind.OBJECT) return;
      const fields = inner.getFields();
      for (const field of node.fields) {
        const definition = fields[field.name.value];
        if (definition) walkLiteral(field.value, definition.type, child(path, field.name.value));
      }
    } else if (isText(inner) && node.kind === Kind.STRING) {
      check(node.value, path);
    }
  }

  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      // Only the operation that runs (and the fragments, which it may spread).
      OperationDefinition: (node) => (node === operation ? undefined : false),
      Argument: (node) => {
        const argument = typeInfo.getArgument();
        if (argument) walkLiteral(node.value, argument.type, commandPath(node.name.value, argument.type));
      },
    }),
  );
  return [...errors].map(([path, message]) => ({ path, message }));
}

/** The refusal of an operation's arguments, as a GraphQL error formatted like a use case's BAD_USER_INPUT. */
export function argumentsRefused(fields: readonly FieldError[], extensions: Readonly<Record<string, unknown>> = {}): GraphQLError {
  const error = badInput(fields, fields.map((f) => `${f.path}: ${f.message}`).join('; '));
  return new GraphQLError(error.message, { originalError: error, extensions: { code: error.code, fields: error.fields, ...extensions } });
}

/** The refusal of a document's operation, if its arguments fail `argumentErrors`. */
export function refusedArguments(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null, variables?: Variables | null): GraphQLError | null {
  const operation = getOperationAST(document, operationName);
  const fields = operation ? argumentErrors(schema, document, operation, variables ?? {}) : [];
  return fields.length ? argumentsRefused(fields) : null;
}

/**
 * Refuses an operation whose arguments fail `argumentErrors` once it is validated, before any
 * resolver runs, so no resolver, use case or database sees such a string.
 */
export const argumentGuard: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ schema, document, operation, request }) {
        const fields = operation ? argumentErrors(schema, document, operation, request.variables) : [];
        // 200 as for a use case's refusal, so the gateway reads the answer as it reads a resolver's.
        if (fields.length) throw argumentsRefused(fields, { http: { status: 200 } });
      },
    };
  },
};
