import { z } from 'zod';
import { defineUseCase, mapUniqueViolation, rules } from '@koinonia/kit';
import { forContentEditors } from '../content-editors.ts';
import { categoryVocabulary, sectionVocabulary, type Term, type Vocabulary } from './vocabulary.ts';

/** ADD (content editors): a term with a name no other term of the vocabulary has, whatever its case. */
const addTerm = <T extends Term>(vocabulary: Vocabulary<T>) =>
  forContentEditors(
    defineUseCase({
      access: 'member',
      input: z.object({ name: rules.requiredText() }),
      execute: (ctx, input) =>
        mapUniqueViolation(() => ctx.em.transactional(async (em) => vocabulary.create(em, input.name)), vocabulary.uniqueName),
    }),
  );

export const addCategory = addTerm(categoryVocabulary);
export const addSection = addTerm(sectionVocabulary);
