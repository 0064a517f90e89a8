import { z } from 'zod';
import { defineUseCase, mapUniqueViolation, rules } from '@koinonia/kit';
import { forContentEditors } from '../content-editors.ts';
import { categoryVocabulary, sectionVocabulary, type Term, type Vocabulary } from './vocabulary.ts';

/** EDIT (content editors): renames a term, to a name no other term of the vocabulary has whatever its case. */
const editTerm = <T extends Term>(vocabulary: Vocabulary<T>) =>
  forContentEditors(
    defineUseCase({
      access: 'member',
      input: z.object({ id: rules.id(), name: rules.requiredText() }),
      execute: (ctx, input) =>
        mapUniqueViolation(
          () =>
            ctx.em.transactional(async (em) => {
              const term = await vocabulary.find(em, input.id);
              if (!term) throw vocabulary.notFound();
              term.name = input.name;
              return term;
            }),
          vocabulary.uniqueName,
        ),
    }),
  );

export const editCategory = editTerm(categoryVocabulary);
export const editSection = editTerm(sectionVocabulary);
