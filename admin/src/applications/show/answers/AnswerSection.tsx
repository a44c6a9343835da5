import { Box, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CopyableField } from '../../../fields/CopyableField';
import type { Answer } from './answerPages';

/** One page of answers: a heading, then each answer with its copy button. */
export const AnswerSection = ({
  title,
  answers,
  children,
}: {
  title: string;
  answers: Answer[];
  children?: ReactNode;
}) => (
  <Box component="section" aria-label={title}>
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 1 }}>
      {title}
    </Typography>
    <Grid container spacing={2}>
      {answers.map((answer) => (
        <Grid key={answer.source} size={{ xs: 12, sm: 6, lg: 4 }}>
          <CopyableField {...answer} />
        </Grid>
      ))}
    </Grid>
    {children}
  </Box>
);
